/** CSS modules (https://www.gatsbyjs.com/docs/how-to/styling/css-modules/): Gatsby 5 exports each class by name. */
declare module '*.module.css' {
  const classes: { readonly [className: string]: string }
  export = classes
}
