/**
 * A process of ./test-file.mjs that runs the test files it is sent, one at a time, and what each
 * reported: uvu's counts over IPC, and what the file printed. A file that crashes the process
 * before its last report, or that is still running when its time is up, adds one failure to them
 * and ends the process; the runner starts another for the next file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { join } from 'node:path';

export type Tally = { passed: number; failed: number; skipped: number };
export type FileResult = Tally & { output: string; seconds: number };

const fileRunner = join(import.meta.dirname, 'test-file.mjs');

export class TestProcess {
  private child: ChildProcess;
  private output = '';
  private onReport: ((report: Tally & { final: boolean }) => void) | null = null;
  private onExit: (() => void) | null = null;
  /** The files this process ran to their end. */
  private ran: string[] = [];
  alive = true;

  /** `ahead`: the process gets the CPU before others, where the system allows it. */
  constructor(env: Record<string, string | undefined>, { ahead = false } = {}) {
    this.child = spawn(process.execPath, ['--enable-source-maps', fileRunner], {
      env,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    if (ahead && this.child.pid) {
      try {
        setPriority(this.child.pid, -5); // may need privileges; without, nothing changes
      } catch {}
    }
    const collect = (chunk: Buffer) => (this.output += chunk);
    this.child.stdout!.on('data', collect);
    this.child.stderr!.on('data', collect);
    this.child.on('message', (report: Tally & { final: boolean }) => this.onReport?.(report));
    this.child.on('close', () => {
      this.alive = false;
      this.onExit?.();
    });
  }

  /** Runs `path` (the compiled `file`), given `allowedMs` before it counts as hung. */
  run(file: string, path: string, allowedMs: number): Promise<FileResult> {
    const start = performance.now();
    this.output = '';
    let counts: Tally = { passed: 0, failed: 0, skipped: 0 };
    return new Promise((done) => {
      const finish = (unexplained: number) => {
        clearTimeout(limit);
        this.onReport = this.onExit = null;
        const seconds = (performance.now() - start) / 1000;
        done({ ...counts, failed: counts.failed + unexplained, output: this.output, seconds });
      };
      const limit = setTimeout(() => {
        this.output += `\n${file}: still running after ${allowedMs / 1000} s; stopped.\n`;
        this.child.kill('SIGKILL');
      }, allowedMs);
      this.onReport = ({ passed, failed, skipped, final }) => {
        counts = { passed, failed, skipped };
        // The file's last words were written before its last report: read them first.
        if (final) {
          this.ran.push(file);
          setImmediate(() => finish(0));
        }
      };
      // No last report: a crash, or stopped at the limit.
      this.onExit = () => {
        // A timer or promise a file before it left behind can end the process too: name them.
        if (this.ran.length > 0) this.output += `\n(the process ran before it: ${this.ran.join(', ')})\n`;
        finish(1);
      };
      this.child.send({ file: path, name: file });
    });
  }

  /** No more files: the process ends once its file is done. */
  close(): void {
    if (this.alive) this.child.disconnect();
  }
}
