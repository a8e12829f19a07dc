import { lookup } from 'node:dns/promises';
import { PhotoError, photoProblem } from './photo-error';
import { readPhoto } from './read-photo';

/**
 * Why a picture could not be downloaded; `unreachable` when there is no connection to its host at
 * all, `timedOut` when it gave no answer within the time allowed.
 */
export class DownloadFailure extends Error {
  override name = 'DownloadFailure';
  constructor(
    readonly reason: string,
    readonly unreachable = false,
    readonly timedOut = false,
  ) {
    super(reason);
  }
}

export type DownloadLimits = { timeoutMs: number; maxBytes: number };

/** Errors that mean no network (or no such host), as opposed to a host that answered badly. */
const noConnection = new Set('ENOTFOUND EAI_AGAIN ECONNREFUSED ENETUNREACH EHOSTUNREACH ENETDOWN'.split(' '));

function failure(error: unknown, { timeoutMs }: DownloadLimits): DownloadFailure {
  if (error instanceof DownloadFailure) return error;
  if (error instanceof PhotoError) return new DownloadFailure(`the picture ${error.photos[0]!.reason}`);
  const { name, message, cause } = error as Error & { cause?: { code?: string; message?: string } };
  if (name === 'TimeoutError')
    return new DownloadFailure(`no answer within ${timeoutMs / 1000} s`, false, true);
  if (cause?.code && noConnection.has(cause.code)) return new DownloadFailure(cause.code, true);
  if (/redirect count exceeded/.test(cause?.message ?? '')) return new DownloadFailure('a redirect loop');
  return new DownloadFailure(cause?.code ?? cause?.message ?? message);
}

/** The body, refused once it passes `maxBytes` (a host that streams without end, or a video). */
async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const units =
    maxBytes >= 1024 * 1024
      ? `${Math.round(maxBytes / 1024 / 1024)} MB`
      : `${Math.round(maxBytes / 1024)} KB`;
  const tooLarge = new DownloadFailure(`an answer over ${units}, too large for a picture`);
  if (Number(response.headers.get('content-length')) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge; // leaving the loop cancels the stream
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The host's address looked up first: offline, a host not found is said without loading fetch's
 * client (undici, 50-60 ms of a build's thread, at every build while the picture is not cached).
 */
async function hostFound(url: string, { timeoutMs }: DownloadLimits): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(
      () => fail(new DownloadFailure(`no answer within ${timeoutMs / 1000} s`, false, true)),
      timeoutMs,
    );
  });
  const found = lookup(new URL(url).hostname).catch((error: NodeJS.ErrnoException) => {
    if (error.code && noConnection.has(error.code)) throw new DownloadFailure(error.code, true);
  });
  await Promise.race([found, late]).finally(() => clearTimeout(timer));
}

/** One picture from its address, checked whole: one the build cannot decode is refused here, never cached. */
export async function downloadImage(url: string, limits: DownloadLimits): Promise<Buffer> {
  try {
    await hostFound(url, limits);
    const response = await fetch(url, { signal: AbortSignal.timeout(limits.timeoutMs) });
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
    const refused = !response.ok
      ? `the host answered ${response.status} ${response.statusText}`.trim()
      : /^text\/|html|json/.test(type)
        ? `the host answered with ${type}, not a picture (a sign-in, consent or error page?)`
        : undefined;
    if (refused) {
      await response.body?.cancel();
      throw new DownloadFailure(refused);
    }
    const bytes = await readCapped(response, limits.maxBytes);
    // A decode at a tiny size reads every byte: a cut-off download fails here, not in the encoder.
    const image = await (await readPhoto(url, bytes)).open();
    await image
      .resize(16)
      .raw()
      .toBuffer()
      .catch((error: unknown) => {
        throw new PhotoError([photoProblem(url, error)]);
      });
    return bytes;
  } catch (error) {
    throw failure(error, limits);
  }
}
