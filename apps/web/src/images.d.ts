/** A PNG re-encoded as WebP at build time (vite/webp-images.ts): its URL. */
declare module '*.png?webp' {
  const url: string;
  export default url;
}
