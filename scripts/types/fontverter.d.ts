// fontverter ships no types; this is the part of its API the build uses.
declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer, to: 'sfnt' | 'truetype' | 'woff' | 'woff2'): Promise<Buffer>;
  };
  export default fontverter;
}
