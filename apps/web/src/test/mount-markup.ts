import { within } from '@testing-library/react';

/** Server-rendered markup put in the document, to query by role as a screen reader would (the test empties the body after). */
export function mountMarkup(body: string) {
  const element = document.createElement('div');
  element.innerHTML = body;
  document.body.append(element);
  return within(element);
}
