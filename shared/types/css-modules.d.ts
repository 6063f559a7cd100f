// CSS Modules: webpack's css-loader turns each *.module.css into a map of class names.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
