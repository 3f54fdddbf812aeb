/** The admin area's part of a language's texts, as one string (vite.config.ts compactTexts). */
declare module '*?raw&admin' {
  const texts: string;
  export default texts;
}
