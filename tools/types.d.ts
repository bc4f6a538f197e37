declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
/** A flow module in one language's texts (shared-domain/flows/in-language.ts): its exports are flows. */
declare module '*?lang=de';
declare module '*?lang=fr';
declare module '*?lang=it';
