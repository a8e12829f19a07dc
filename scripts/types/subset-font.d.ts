// subset-font ships no types; this is the part of its API the build uses.
declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
      variationAxes?: Record<string, Axis>;
      /** OpenType feature tags to keep; all of them when absent. */
      keepFeatures?: string[];
    },
  ): Promise<Buffer>;
}
