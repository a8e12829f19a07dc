// heic-decode ships no types; this is the part of its API the build uses.
declare module 'heic-decode' {
  /** The primary image of a HEIC/HEIF file, as RGBA pixels, turned upright (libheif applies irot/imir). */
  export default function decode(input: {
    buffer: Uint8Array;
  }): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}
