// CSS Modules for the shell (css-loader maps each *.module.css to its class names).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
