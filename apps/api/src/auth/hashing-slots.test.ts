import { describe, expect, it } from 'vitest';
import { ServerBusyError } from '../http/app-error';
import { createHashingSlots } from './hashing-slots';

/** A work that ends when told to, and tells when it started. */
function controlledWork() {
  let finish = () => {};
  let started = false;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      started = true;
      await done;
    },
    finish: () => finish(),
    get started() {
      return started;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('hashing slots', () => {
  it('runs as many works at once as slots, the next in order of arrival as each ends', async () => {
    const slots = createHashingSlots(2, 10);
    const works = Array.from({ length: 4 }, controlledWork);
    const runs = works.map(({ work }) => slots.run(work));
    await settle();
    expect(works.map((work) => work.started)).toEqual([true, true, false, false]);
    expect(slots.waiting).toBe(2);
    works[1]!.finish();
    await settle();
    expect(works.map((work) => work.started)).toEqual([true, true, true, false]);
    works[0]!.finish();
    works[2]!.finish();
    await settle();
    expect(works[3]!.started).toBe(true);
    works[3]!.finish();
    await Promise.all(runs);
    expect(slots.waiting).toBe(0);
  });

  it('gives the slot of a failed work to the next one', async () => {
    const slots = createHashingSlots(1, 10);
    const failing = slots.run(async () => {
      await settle();
      throw new Error('broken hash');
    });
    const next = slots.run(async () => 'checked');
    await expect(failing).rejects.toThrow('broken hash');
    await expect(next).resolves.toBe('checked');
  });

  it('answers busy, with a wait, past its queue, and takes works again once it drains', async () => {
    const slots = createHashingSlots(1, 2);
    const works = Array.from({ length: 3 }, controlledWork);
    const runs = works.map(({ work }) => slots.run(work));
    const refused = slots.run(async () => 'too many');
    await expect(refused).rejects.toBeInstanceOf(ServerBusyError);
    await expect(refused).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    for (const work of works) {
      work.finish();
      await settle();
    }
    await Promise.all(runs);
    await expect(slots.run(async () => 'taken')).resolves.toBe('taken');
  });
});
