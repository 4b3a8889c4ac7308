import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { trackInputModality } from './input-modality';

describe('trackInputModality', () => {
  let stop = () => undefined as void;
  afterEach(() => {
    stop();
    delete document.documentElement.dataset.lastInput;
  });

  it('marks the page with the last kind of input, even when a handler stops the event', () => {
    stop = trackInputModality();
    const button = document.createElement('button');
    button.addEventListener('pointerdown', (event) => event.stopPropagation());
    document.body.append(button);
    fireEvent.pointerDown(button);
    expect(document.documentElement.dataset.lastInput).toBe('pointer');
    fireEvent.keyDown(button, { key: 'Tab' });
    expect(document.documentElement.dataset.lastInput).toBe('keyboard');
    button.remove();
  });

  it('stops listening when asked', () => {
    trackInputModality()();
    fireEvent.pointerDown(document.body);
    expect(document.documentElement.dataset.lastInput).toBeUndefined();
  });
});
