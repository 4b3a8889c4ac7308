import { resourceListSchema, resourceRecordSchemas } from '@espace/contracts/resources';
import { demoLearnerHistory } from '../seed/learner-history';
import { describe, expect, it } from 'vitest';
import type { Query } from '../test/resource-fixtures';
import { type FixtureAccount, useResourceFixtures } from '../test/use-resource-fixtures';

/**
 * Every finder the front office needs, written in the query language: they are its
 * examples (docs/query-language.md), checked against the demo data plus
 * the fixtures.
 */
const { data, call } = useResourceFixtures(['learner', 'admin', 'teacher', 'bob']);

const list = async (who: FixtureAccount, resource: keyof typeof resourceRecordSchemas, query: Query) => {
  const response = await call(who, 'GET', `/api/${resource}`, { query });
  expect(response.statusCode, response.body).toBe(200);
  return resourceListSchema(resourceRecordSchemas[resource]).parse(response.json());
};
const get = async (who: FixtureAccount, resource: keyof typeof resourceRecordSchemas, id: string, query: Query = {}) => {
  const response = await call(who, 'GET', `/api/${resource}/${id}`, { query });
  expect(response.statusCode, response.body).toBe(200);
  return resourceRecordSchemas[resource].parse(response.json());
};

describe('the front office finders through the query language', () => {
  it('finds a Lesson by id populating course', async () => {
    const lesson = await get('learner', 'lessons', data.lessons.learner, { include: 'course' });
    expect(lesson).toMatchObject({ id: data.lessons.learner, courseId: data.course, course: { id: data.course, title: 'Fixture course' } });
  });

  it('finds a Lesson by contextId, userId, classId and programCourseId populating the pages not ARCHIVED', async () => {
    const { items } = await list('learner', 'lessons', {
      where: { contextId: data.tenant, userId: data.learner, classId: data.klass, programCourseId: data.programCourse },
      include: 'pages',
    });
    expect(items.map((item) => item.id)).toEqual([data.lessons.learner]);
    expect((items[0]?.pages as { id: string }[]).map((page) => page.id)).toEqual([data.pages.active]);
  });

  it('findAll Lesson by userId and certificationRef not null, with class (classPrograms) and course, sorted -startedAt', async () => {
    const { items } = await list('learner', 'lessons', {
      where: { userId: data.learner, certificationRef: { null: false } },
      include: { class: { include: 'classPrograms' }, course: true },
      sort: '-startedAt',
    });
    expect(items.map((item) => item.certificationRef)).toContain('CERT-FIXTURE-1');
    const lesson = items.find((item) => item.id === data.lessons.learner);
    expect(lesson).toMatchObject({
      class: { id: data.klass, classPrograms: [{ id: data.classProgram, programId: data.program }] },
      course: { title: 'Fixture course' },
    });
    const started = items.map((item) => item.startedAt ?? '');
    expect(started).toEqual([...started].sort().reverse());
  });

  it('finds a Course by id including type and category', async () => {
    const course = await get('learner', 'courses', data.course, { include: 'type,category' });
    expect(course).toMatchObject({ type: { id: data.type, settings: { hints: true, feedbacks: true } }, category: { id: data.category } });
  });

  it('finds a ClassProgram by id, reading programId', async () => {
    expect(await get('learner', 'class-programs', data.classProgram, { fields: 'programId' })).toEqual({ id: data.classProgram, programId: data.program });
  });

  it('finds a CourseNode by id with parent and children populating block, or by courseId or parentId sorted by order', async () => {
    const node = await get('learner', 'course-nodes', data.nodes.container, { include: { parent: true, children: { include: 'block' } } });
    expect(node.parent).toMatchObject({ id: data.nodes.root, type: 'root' });
    expect((node.children as { id: string; block: { title: string } }[]).map((child) => [child.id, child.block.title])).toEqual([
      [data.nodes.first, 'Fixture exercise'],
      [data.nodes.second, 'Fixture slide'],
    ]);
    const byCourse = await list('learner', 'course-nodes', { where: { courseId: data.course }, sort: 'order' });
    expect(byCourse.total).toBe(4);
    const byParent = await list('learner', 'course-nodes', { where: { parentId: data.nodes.container }, sort: 'order' });
    expect(byParent.items.map((item) => item.id)).toEqual([data.nodes.first, data.nodes.second]);
  });

  it('findAll CourseBlock by ids; CourseBlock by id including terms; findAll CourseTerm by ids', async () => {
    const blocks = await list('learner', 'course-blocks', { where: { id: { in: [data.block, data.slide] } }, sort: 'title' });
    expect(blocks.items.map((item) => item.title)).toEqual(['Fixture exercise', 'Fixture slide']);
    const block = await get('learner', 'course-blocks', data.block, { include: 'terms' });
    expect((block.terms as { title: string }[]).map((term) => term.title).sort()).toEqual(['Pompiers', 'SAMU']);
    const terms = await list('learner', 'course-terms', { where: { id: data.terms } });
    expect(terms.total).toBe(2);
  });

  it('finds CourseCategory and CourseType; CourseCompetency by ids, or all sorted by order', async () => {
    expect((await get('learner', 'course-categories', data.category)).id).toBe(data.category);
    expect((await get('learner', 'course-types', data.type)).id).toBe(data.type);
    const byIds = await list('learner', 'course-competencies', { where: { id: { in: data.competencies.slice(0, 2) } } });
    expect(byIds.total).toBe(2);
    const all = await list('learner', 'course-competencies', { sort: 'order' });
    const orders = all.items.map((item) => Number(item.order));
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const mine = ['Accueillir', 'Écouter', 'Conclure'];
    expect(all.items.map((item) => String(item.title)).filter((title) => mine.includes(title))).toEqual(mine);
  });

  it('finds ClassUser by userId and role STUDENT sorted -createdAt, populating the matching class, its teachers and programs with courses', async () => {
    const { items } = await list('learner', 'class-users', {
      where: { userId: data.learner, role: 'STUDENT', class: { 'settings.mobile.allowed': true, contextId: data.tenant, expired: false } },
      sort: '-createdAt',
      include: {
        class: {
          include: { teachers: { include: 'user' }, classPrograms: { include: { program: { include: { programCourses: { include: 'course' } } } } } },
        },
      },
    });
    const [newest] = items;
    expect(newest).toMatchObject({
      id: data.classUsers.learner,
      class: { id: data.klass, teachers: [{ userId: data.teacher, user: { displayName: 'Thomas Bernard' } }] },
    });
    const programCourses = (newest?.class as { classPrograms: { program: { programCourses: { course: { title: string } | null }[] } }[] }).classPrograms[0]
      ?.program.programCourses;
    // The draft course is not published content: a learner gets null for it.
    expect(programCourses?.map((programCourse) => programCourse.course?.title ?? null)).toEqual(['Fixture course', null]);
    expect(items.length).toBeGreaterThanOrEqual(3);
  });

  it('finds ClassUser with role TEACHER populating user, and GET classes/:id/users/data?role=TEACHER (relatedUser)', async () => {
    const teachers = await list('learner', 'class-users', { where: { classId: data.klass, role: 'TEACHER' }, include: 'user' });
    expect(teachers.items).toMatchObject([{ userId: data.teacher, user: { firstname: 'Thomas', lastname: 'Bernard' } }]);
    expect(teachers.items[0]?.user).not.toHaveProperty('email');
    const response = await call('learner', 'GET', `/api/classes/${data.klass}/users/data`, { query: { role: 'TEACHER' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ items: [{ role: 'TEACHER', relatedUser: { id: data.teacher, displayName: 'Thomas Bernard' } }], total: 1 });
  });

  it('findAll Review by resourceType, resourceId, userId limit 1, and creates a Review', async () => {
    const created = await call('learner', 'POST', '/api/reviews', {
      body: { classId: data.klass, comment: 'Très clair', resourceType: 'Program', resourceId: data.program, ratio: 0.8 },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ userId: data.learner, ratio: 0.8 });
    const found = await list('learner', 'reviews', { where: { resourceType: 'Program', resourceId: data.program, userId: data.learner }, limit: 1 });
    expect(found.items).toMatchObject([{ comment: 'Très clair' }]);
  });

  it('findAll RoleUser by principalId with role; CompanyUser by userId with company; AppRole by ids', async () => {
    const roleUsers = await list('admin', 'role-users', { where: { principalId: data.admin }, include: 'role' });
    expect(roleUsers.items).toMatchObject([{ role: { name: 'admin' } }]);
    const companyUsers = await list('learner', 'company-users', { where: { userId: data.learner }, include: 'company' });
    expect(companyUsers.items).toMatchObject([{ company: { id: data.company } }]);
    const roleId = String(roleUsers.items[0]?.roleId);
    expect((await list('learner', 'roles', { where: { id: { in: [roleId] } } })).items).toMatchObject([{ name: 'admin' }]);
  });

  it('findAll Record by userId sorted -date limit 1', async () => {
    const { items, total } = await list('learner', 'records', { where: { userId: data.learner }, sort: '-date', limit: 1 });
    expect(items.map((item) => item.date)).toEqual(['2027-03-01T00:00:00.000Z']);
    // The fixtures' two, and the seeded history's (learner-history.ts).
    expect(total).toBe(2 + demoLearnerHistory.recordsDaysAgo.length);
  });

  it('findAll LogBookRecord by studentId and companyId populating user, ordered by createdAt', async () => {
    const created = await call('learner', 'POST', '/api/log-book-records', { body: { message: 'Mon premier jour', companyId: data.company } });
    expect(created.statusCode, created.body).toBe(201);
    const { items } = await list('learner', 'log-book-records', {
      where: { studentId: data.learner, companyId: data.company },
      include: 'user',
      sort: 'createdAt',
    });
    expect(items.map((item) => [item.message, (item.user as { displayName: string }).displayName])).toEqual([
      // The seeded note of Léa's log-book (seed/trainer-demo.ts), then the fixture's and the new one.
      ["J'ai pris mes premiers appels clients : la reformulation m'aide beaucoup.", 'Léa Martin'],
      ['Bon début', 'Thomas Bernard'],
      ['Mon premier jour', 'Léa Martin'],
    ]);
  });
});
