// A Gatsby plugin needs an entry file; everything is in gatsby-node.js.
