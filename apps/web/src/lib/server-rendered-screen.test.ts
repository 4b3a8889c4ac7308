import { afterEach, describe, expect, it } from 'vitest';
import { completeServerRenderedTakeover, takeOverServerRenderedScreen, typedBeforeStart } from './server-rendered-screen';

const form = () => '<form><input name="identifier" /><input name="password" type="password" /><input name="untouched" /><button type="submit">Go</button></form>';

afterEach(() => document.body.replaceChildren());

describe('taking over the server-rendered screen', () => {
  it("carries what was typed and the focus into the app's own render, once", () => {
    const container = document.createElement('div');
    container.innerHTML = form();
    document.body.append(container);
    container.querySelector<HTMLInputElement>('[name=identifier]')!.value = 'learner@demo.test';
    const password = container.querySelector<HTMLInputElement>('[name=password]')!;
    password.value = 'Secret#1';
    password.focus();

    takeOverServerRenderedScreen(container);
    expect(typedBeforeStart('identifier')).toBe('learner@demo.test');
    expect(typedBeforeStart('password')).toBe('Secret#1');
    expect(typedBeforeStart('untouched')).toBe('');

    // The app's render replaces the markup with its own elements.
    container.innerHTML = form();
    completeServerRenderedTakeover(container);
    expect(document.activeElement).toBe(container.querySelector('[name=password]'));
    // Forgotten: a form mounted later (after switching screens) starts empty.
    expect(typedBeforeStart('identifier')).toBe('');
  });

  it('leaves the focus alone when the user was not in the screen', () => {
    const outside = document.createElement('input');
    outside.name = 'identifier';
    const container = document.createElement('div');
    container.innerHTML = form();
    document.body.append(outside, container);
    outside.focus();

    takeOverServerRenderedScreen(container);
    completeServerRenderedTakeover(container);
    expect(document.activeElement).toBe(outside);
  });
});
