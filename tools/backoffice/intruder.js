/* global document, parent -- a browser page, which the repository lint config (Node and React) does not know. */
// A third origin framed next to the preview: it posts a block to its sibling
// frames, as a malicious page would. The preview and the correction must refuse it (docs/embeds.md#the-origin-rule).
const block = {
  title: 'Bloc intrus',
  type: 'slide',
  content: { sections: [{ id: 'intrus', rows: [{ id: 'intrus', type: 'wysiwyg', html: '<p>Contenu intrus</p>' }] }] },
};
parent.frames.preview.postMessage({ type: 'espace:preview', block }, '*');
parent.frames.correction.postMessage({ type: 'espace:correction', pageId: '00000000-0000-4000-8000-000000000000' }, '*');
document.getElementById('intruder-status').textContent = 'Intruder message posted to the preview';
