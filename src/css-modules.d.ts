/** CSS modules: Gatsby exports each class as a named export (css-loader `namedExport`). */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>
  export = classes
}
