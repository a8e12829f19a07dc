/**
 * The dev server's script in every page (never in a production build): reloads
 * the page after each good rebuild, and shows a failed one over the page. The
 * overlay lives in a shadow root with a constructed stylesheet, so the site's
 * CSS cannot reach it and the page's strict CSP (no inline styles) holds.
 */
import { colors } from '../../src/theme';
import type { BuildProblem } from '../generator/errors/build-error';

declare const EVENTS_PATH: string;

const events = new EventSource(EVENTS_PATH);
events.addEventListener('reload', () => location.reload());
events.addEventListener('build-error', (event) => show(JSON.parse((event as MessageEvent).data)));

const css = `
:host { all: initial; display: block; }
.backdrop { position: fixed; inset: 0; z-index: 2147483647; overflow: auto; padding: 16px;
  background: rgb(11 18 32 / 0.85); display: flex; align-items: flex-start; justify-content: center;
  font: 16px/1.5 Inter, system-ui, sans-serif; color: ${colors.text}; }
.panel { box-sizing: border-box; width: 100%; max-width: 960px; margin-top: 8vh; padding: 24px;
  background: ${colors.paper}; border: 1px solid ${colors.paperBorder}; border-top: 4px solid #f87171;
  border-radius: 12px; box-shadow: 0 16px 48px rgb(0 0 0 / 0.5); }
.panel:focus { outline: none; }
h2 { margin: 0 0 4px; font-size: 1.5rem; color: #fca5a5; }
.hint { margin: 0 0 16px; color: ${colors.textSecondary}; }
.where { margin: 16px 0 4px; font: 600 0.95rem/1.4 ui-monospace, Menlo, Consolas, monospace;
  color: ${colors.primaryLight}; overflow-wrap: anywhere; }
.message { margin: 0 0 12px; font-weight: 600; white-space: pre-wrap; overflow-wrap: anywhere; }
pre { margin: 0; padding: 12px 0; overflow-x: auto; background: ${colors.background};
  border-radius: 8px; font: 0.85rem/1.6 ui-monospace, Menlo, Consolas, monospace; }
.line { display: block; padding: 0 12px; white-space: pre; }
.line.at { background: rgb(248 113 113 / 0.18); }
.caret { color: #f87171; }
.number { display: inline-block; min-width: 4ch; margin-right: 12px; text-align: right;
  color: ${colors.textSecondary}; user-select: none; }
button { margin-top: 20px; padding: 12px 32px; border: 0; border-radius: 30px; font: 600 1rem Inter, system-ui, sans-serif;
  background: ${colors.primaryStrong}; color: #fff; cursor: pointer; }
button:hover { background: ${colors.primaryStrongHover}; }
button:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
`;

let host: HTMLElement | null = null;
let returnFocus: Element | null = null;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = '') {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

function describe(problem: BuildProblem): HTMLElement {
  const section = element('section');
  if (problem.file) {
    const at = problem.line ? `${problem.file}:${problem.line}:${problem.column + 1}` : problem.file;
    section.append(element('p', 'where', at));
  }
  section.append(element('p', 'message', problem.message));
  if (problem.frame.length > 0) {
    const pre = element('pre');
    const code = element('code');
    for (const { number, text } of problem.frame) {
      const row = element('span', number === problem.line ? 'line at' : 'line');
      row.append(element('span', 'number', String(number)), text);
      code.append(row);
      if (number === problem.line) {
        const caret = element('span', 'line caret');
        caret.setAttribute('aria-hidden', 'true');
        caret.append(element('span', 'number'), `${' '.repeat(problem.column)}^`);
        code.append(caret);
      }
    }
    pre.append(code);
    section.append(pre);
  }
  return section;
}

function show(problems: BuildProblem[]): void {
  hide();
  returnFocus = document.activeElement;
  host = element('div');
  host.setAttribute('data-dev-overlay', '');
  // Its English and its code read left to right, on a site written right to left too.
  host.lang = 'en';
  host.dir = 'ltr';
  const root = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  root.adoptedStyleSheets = [sheet];

  const backdrop = element('div', 'backdrop');
  const panel = element('div', 'panel');
  panel.setAttribute('role', 'alertdialog');
  panel.setAttribute('aria-modal', 'true');
  panel.setAttribute('aria-labelledby', 'dev-error-title');
  panel.setAttribute('aria-describedby', 'dev-error-details');
  panel.tabIndex = -1;
  const title = element(
    'h2',
    '',
    problems.length > 1 ? `Build failed: ${problems.length} errors` : 'Build failed',
  );
  title.id = 'dev-error-title';
  const hint = element(
    'p',
    'hint',
    'This page shows the last good build. Fix the error and save: the page reloads by itself.',
  );
  const details = element('div');
  details.id = 'dev-error-details';
  details.append(...problems.map(describe));
  const close = element('button', '', 'Dismiss (Esc)');
  close.type = 'button';
  close.addEventListener('click', hide);
  panel.append(title, hint, details, close);
  backdrop.append(panel);
  root.append(backdrop);
  document.addEventListener('keydown', onKey, true);
  document.body.append(host);
  panel.focus();
}

/** Escape dismisses; Tab stays in the dialog (its one control is the button). */
function onKey(event: KeyboardEvent): void {
  if (event.key === 'Escape') hide();
  if (event.key === 'Tab' && host) {
    event.preventDefault();
    host.shadowRoot?.querySelector('button')?.focus();
  }
}

function hide(): void {
  if (!host) return;
  document.removeEventListener('keydown', onKey, true);
  host.remove();
  host = null;
  if (returnFocus instanceof HTMLElement) returnFocus.focus();
}
