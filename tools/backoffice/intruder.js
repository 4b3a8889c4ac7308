/* global document, parent -- a browser page, which the repository lint config (Node and React) does not know. */
// A third origin framed next to the preview: it posts a block to its sibling
// frame, as a malicious page would. The preview must refuse it (SPEC §6).
const block = {
  title: 'Bloc intrus',
  type: 'slide',
  content: { sections: [{ id: 'intrus', rows: [{ id: 'intrus', type: 'wysiwyg', html: '<p>Contenu intrus</p>' }] }] },
};
parent.frames.preview.postMessage({ type: 'espace:preview', block }, '*');
document.getElementById('intruder-status').textContent = 'Intruder message posted to the preview';
