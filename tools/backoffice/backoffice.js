/* global document, location, window, Option -- a browser page, which the repository lint config (Node and React) does not know. */
// The stand-in back-office's page: frames the embeds, posts the protocol's
// messages to them (docs/embeds.md) and logs their replies.
const config = await (await fetch('/config.json')).json();
const front = config.frontOrigin;
const frames = { preview: document.getElementById('preview-frame'), correction: document.getElementById('correction-frame') };
const log = document.getElementById('log');
let accessToken = null;

const isBackoffice = location.hostname.startsWith('backoffice.');
document.getElementById('origin-note').textContent = isBackoffice
  ? `Back-office origin ${location.origin}, front-office ${front}.`
  : `This page is at ${location.origin}, which is no tenant's back-office: the embeds refuse its messages.`;

function record(direction, screen, message) {
  const item = document.createElement('li');
  item.textContent = `${screen} ${direction} ${JSON.stringify(message)}`;
  log.append(item);
}

function post(screen, message) {
  record('→', screen, message.type === 'espace:session' ? { type: message.type, accessToken: '…' } : message);
  frames[screen].contentWindow.postMessage(message, front);
}

for (const [screen, frame] of Object.entries(frames)) frame.src = `${front}/${screen}`;

const select = document.getElementById('block');
for (const block of config.blocks) select.add(new Option(block.label, block.id));

window.addEventListener('message', (event) => {
  if (event.origin !== front) return;
  const screen = Object.keys(frames).find((name) => frames[name].contentWindow === event.source);
  if (!screen) return;
  record('←', screen, event.data);
  if (event.data?.type === 'espace:resize') frames[screen].style.height = `${event.data.height}px`;
  if (event.data?.type === 'espace:ready' && accessToken) post(screen, { type: 'espace:session', accessToken });
});

document.getElementById('sign-in').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(event.currentTarget);
  const status = document.getElementById('session-status');
  const response = await fetch('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
  });
  const body = await response.json();
  if (!response.ok) {
    status.textContent = `Sign-in refused: ${body.code ?? response.status}`;
    return;
  }
  accessToken = body.access_token;
  status.textContent = `Signed in as ${form.get('email')}`;
  for (const screen of Object.keys(frames)) post(screen, { type: 'espace:session', accessToken });
});

document.getElementById('preview-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const response = await fetch('/api/preview-message', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ blockId: select.value, accessToken }),
  });
  if (!response.ok) return record('!', 'preview', { status: response.status });
  post('preview', { type: 'espace:preview', ...(await response.json()) });
});

document.getElementById('preview-reset').addEventListener('click', () => post('preview', { type: 'espace:reset' }));

document.getElementById('correction-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const form = new FormData(event.currentTarget);
  const lessonId = String(form.get('lessonId') ?? '').trim();
  post('correction', { type: 'espace:correction', pageId: String(form.get('pageId')).trim(), ...(lessonId ? { lessonId } : {}) });
});

document.getElementById('intruder-load').addEventListener('click', () => {
  // The intruder lives at a third origin (the loopback address), framed here beside the preview.
  const intruder = document.createElement('iframe');
  intruder.title = 'Intruder';
  intruder.src = `http://127.0.0.1:${location.port}/intruder.html`;
  document.getElementById('intruder-slot').replaceChildren(intruder);
});
