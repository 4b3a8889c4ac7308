import type { ClassDueDates as ClassDueDatesData } from '@espace/contracts/due-dates';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { dueDatesBundles } from '../../../components/due-dates/due-dates-bundles';
import { registerFeatureBundles } from '../../../lib/i18n/i18n';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render-app';
import { trainerBundles } from '../trainer-bundles';
import { ClassDueDates } from './class-due-dates';

beforeAll(async () => {
  await Promise.all([registerFeatureBundles(trainerBundles), registerFeatureBundles(dueDatesBundles)]);
});

const course = (
  programCourseId: string,
  title: string,
  dueOn: string | null,
  extensions: ClassDueDatesData['programs'][number]['courses'][number]['extensions'] = [],
) => ({
  programCourseId,
  courseId: `c-${programCourseId}`,
  title,
  dueOn,
  setBy: dueOn === null ? null : 'Théo Formateur',
  extensions,
});
const dueDates = (courses: ReturnType<typeof course>[]): ClassDueDatesData => ({
  classId: 'k1',
  programs: [{ classProgramId: 'cp1', name: 'Relation client', courses }],
});
const signIn = () => localStorage.setItem('id_token', fakeToken({ sub: 't1', iat: 1, exp: 2 }));
const typeDay = (input: HTMLElement, day: string) => fireEvent.change(input, { target: { value: day } });

describe('ClassDueDates', () => {
  it("sets a course's due date for the class, and clears another by emptying its field", async () => {
    signIn();
    let stored = dueDates([course('pc1', 'Accueillir un client', null), course('pc2', 'Traiter une réclamation', '2026-12-12')]);
    const { calls } = mockApi({
      'GET classes/k1/due-dates': () => ({ body: stored }),
      'PUT classes/k1/due-dates/pc1': () => {
        stored = dueDates([course('pc1', 'Accueillir un client', '2026-12-05'), course('pc2', 'Traiter une réclamation', '2026-12-12')]);
        return { body: stored };
      },
      'DELETE classes/k1/due-dates/pc2': () => {
        stored = dueDates([course('pc1', 'Accueillir un client', '2026-12-05'), course('pc2', 'Traiter une réclamation', null)]);
        return { body: stored };
      },
    });
    await renderRoutes([{ path: '/', element: <ClassDueDates classId="k1" /> }]);
    const section = await screen.findByRole('region', { name: 'Dates d’échéance' });
    const group = within(section).getByRole('group', { name: 'Relation client' });
    typeDay(within(group).getByLabelText('Accueillir un client'), '2026-12-05');
    const user = userEvent.setup();
    await user.click(within(group).getByRole('button', { name: 'Enregistrer l’échéance de Accueillir un client' }));
    expect(await screen.findByText('Échéance de Accueillir un client enregistrée.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ dueOn: '2026-12-05' });

    const second = within(group).getByLabelText('Traiter une réclamation');
    expect(second).toHaveValue('2026-12-12');
    expect(second).toHaveAccessibleDescription('Fixée par Théo Formateur');
    typeDay(second, '');
    await user.click(within(group).getByRole('button', { name: 'Enregistrer l’échéance de Traiter une réclamation' }));
    expect(await screen.findByText('Échéance de Traiter une réclamation retirée.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === 'classes/k1/due-dates/pc2')).toBe(true);
  });

  it("extends a course for one learner; a day before the class's is refused on its field, and what was typed stays", async () => {
    signIn();
    mockApi({
      'GET classes/k1/due-dates': { body: dueDates([course('pc1', 'Accueillir un client', '2026-12-12'), course('pc2', 'Traiter une réclamation', null)]) },
      'PUT classes/k1/due-dates/pc1/extensions/u1': {
        status: 400,
        body: { code: 'BAD_REQUEST', title: 'Bad request', message: 'Data sent is incorrect.', issues: [{ path: 'body.dueOn', message: 'notAfterDueDate' }] },
      },
    });
    await renderRoutes([{ path: '/', element: <ClassDueDates classId="k1" learner={{ id: 'u1', name: 'Léa Martin' }} /> }]);
    const section = await screen.findByRole('region', { name: 'Prolongations' });
    expect(section).toHaveTextContent('Pas de date d’échéance pour la classe : rien à prolonger.');
    const field = within(section).getByLabelText('Accueillir un client');
    expect(field).toHaveValue('');
    typeDay(field, '2026-12-01');
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Enregistrer l’échéance de Accueillir un client' }));
    expect(await within(section).findByText('La prolongation doit tomber après la date de la classe.')).toBeInTheDocument();
    expect(field).toHaveValue('2026-12-01');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Date de la classe\u00a0: 12 décembre 2026 La prolongation doit tomber après la date de la classe.');
  });
});
