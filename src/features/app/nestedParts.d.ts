// The build's virtual module (vite.config.ts): each element's CSS part names, by tag.
declare module 'virtual:nested-parts' {
  const parts: Record<string, string[]>;
  export default parts;
}
