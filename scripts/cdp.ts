import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { chromiumArgs, chromiumPath } from '../test/runner/test-env';

type Message = { id?: number; method?: string; params?: any; result?: any; error?: any; sessionId?: string };

/**
 * A Chromium driven over plain CDP. Playwright attaches to each page target, which makes Chromium
 * refuse to prerender, and it turns the back/forward cache off; attached through the tab target
 * instead, both work as for a visitor.
 */
export async function launchCdp() {
  const profile = mkdtempSync(join(tmpdir(), 'cdp-'));
  const child = spawn(
    chromiumPath,
    [...chromiumArgs, '--headless', '--remote-debugging-port=0', `--user-data-dir=${profile}`],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const endpoint = await new Promise<string>((found, fail) => {
    let text = '';
    child.stderr.on('data', (chunk) => {
      text += chunk;
      const match = text.match(/DevTools listening on (ws:\/\/\S+)/);
      if (match) found(match[1]!);
    });
    child.once('exit', () => fail(new Error(`Chromium exited: ${text}`)));
  });
  const socket = new WebSocket(endpoint);
  await new Promise((open) => socket.once('open', open));

  let lastId = 0;
  const pending = new Map<number, { done: (r: any) => void; fail: (e: Error) => void }>();
  const listeners = new Set<(message: Message) => void>();
  /** The time limits of the waits for events still open: a closed browser's waits end with it, silently. */
  const waits = new Set<NodeJS.Timeout>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Message;
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (waiting) {
      pending.delete(message.id!);
      if (message.error) waiting.fail(new Error(`${message.error.message}`));
      else waiting.done(message.result);
    }
    for (const listener of listeners) listener(message);
  });

  const send = (method: string, params: object = {}, sessionId?: string): Promise<any> =>
    new Promise((done, fail) => {
      const id = ++lastId;
      pending.set(id, { done, fail });
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });

  /**
   * Resolves with the params of the next event `method` (of `sessionId`, if given) that `match`
   * accepts; rejects, naming the event, if none comes within `timeoutMs`.
   */
  const next = (
    method: string,
    {
      sessionId,
      match = () => true,
      timeoutMs = 30_000,
    }: { sessionId?: string; match?: (params: any) => boolean; timeoutMs?: number } = {},
  ): Promise<any> =>
    new Promise((done, fail) => {
      const timer = setTimeout(() => {
        listeners.delete(listener);
        waits.delete(timer);
        fail(new Error(`No ${method} event within ${timeoutMs} ms`));
      }, timeoutMs);
      waits.add(timer);
      const listener = (message: Message) => {
        if (message.method !== method || (sessionId && message.sessionId !== sessionId)) return;
        if (!match(message.params)) return;
        listeners.delete(listener);
        clearTimeout(timer);
        waits.delete(timer);
        done(message.params);
      };
      listeners.add(listener);
    });

  const onEvent = (listener: (message: Message) => void) => listeners.add(listener);

  /** A new tab, attached through its tab target; resolves with its page's session. */
  async function newTab(options: { cpuSlowdown?: number } = {}) {
    const { targetId } = await send('Target.createTarget', { url: 'about:blank', forTab: true });
    const { sessionId: tab } = await send('Target.attachToTarget', { targetId, flatten: true });
    // Every page of this tab, prerendered ones included, arrives here with its own session.
    const sessions: { sessionId: string; targetInfo: any }[] = [];
    const attached = (message: Message) => {
      if (message.method !== 'Target.attachedToTarget' || message.sessionId !== tab) return;
      sessions.push(message.params);
      const { sessionId } = message.params;
      if (options.cpuSlowdown)
        void send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown }, sessionId).catch(() => {});
      void send('Runtime.runIfWaitingForDebugger', {}, sessionId).catch(() => {});
    };
    onEvent(attached);
    const first = next('Target.attachedToTarget', { sessionId: tab });
    await send(
      'Target.setAutoAttach',
      { autoAttach: true, waitForDebuggerOnStart: false, flatten: true },
      tab,
    );
    const { sessionId: page } = await first;
    await send('Page.enable', {}, page);
    await send('Runtime.enable', {}, page);

    const evaluate = async (expression: string, session = page) => {
      const { result, exceptionDetails } = await send(
        'Runtime.evaluate',
        { expression, awaitPromise: true, returnByValue: true },
        session,
      );
      if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? expression);
      return result.value;
    };
    /** Polls `expression` in the page until it is truthy. */
    const until = async (expression: string, { session = page, timeoutMs = 10_000 } = {}) => {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const value = await evaluate(expression, session).catch(() => undefined);
        if (value) return value;
        if (Date.now() > end) throw new Error(`Timed out waiting for ${expression}`);
        await new Promise((later) => setTimeout(later, 25));
      }
    };
    const goto = async (url: string) => {
      const loaded = next('Page.loadEventFired', { sessionId: page });
      await send('Page.navigate', { url }, page);
      await loaded;
    };
    /** The centre of the first element `selector` matches, once it is on screen and still (a drawer slides in). */
    const centre = async (selector: string): Promise<{ x: number; y: number }> =>
      until(
        `new Promise((done) => {
          const box = () => document.querySelector(${JSON.stringify(selector)})?.getBoundingClientRect();
          const a = box();
          requestAnimationFrame(() => requestAnimationFrame(() => {
            const b = box();
            const still = a && b && b.width && b.left >= 0 && b.right <= innerWidth && a.left === b.left && a.top === b.top;
            done(still ? { x: b.left + b.width / 2, y: b.top + b.height / 2 } : null);
          }));
        })`,
      );
    const mouse = (type: string, { x, y }: { x: number; y: number }) =>
      send(
        'Input.dispatchMouseEvent',
        { type, x, y, button: type === 'mouseMoved' ? 'none' : 'left', clickCount: 1 },
        page,
      );
    const hover = async (selector: string) => mouse('mouseMoved', await centre(selector));
    /** A real click (not a DevTools navigation, which would cancel prerenders); resolves with its time. */
    const click = async (selector: string) => {
      const point = await centre(selector);
      await mouse('mouseMoved', point);
      await mouse('mousePressed', point);
      const at = await evaluate('performance.timeOrigin + performance.now()');
      await mouse('mouseReleased', point);
      return at as number;
    };
    const close = () => send('Target.closeTarget', { targetId });
    return { page, tab, sessions, evaluate, until, goto, hover, click, close, send, next };
  }

  return {
    newTab,
    onEvent,
    close: async () => {
      for (const timer of waits) clearTimeout(timer);
      waits.clear();
      listeners.clear();
      const exited = new Promise((done) => (child.exitCode !== null ? done(null) : child.once('exit', done)));
      await send('Browser.close').catch(() => child.kill());
      await exited;
      socket.close();
      // Its helper processes can still be writing the profile for a moment.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

export type CdpTab = Awaited<ReturnType<Awaited<ReturnType<typeof launchCdp>>['newTab']>>;
