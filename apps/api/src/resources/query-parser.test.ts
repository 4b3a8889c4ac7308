import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import { actorOf } from './permissions';
import { parseListQuery } from './query-parser';
import { definitionOf } from './registry';

const learner = actorOf('user-1', [], []);
const admin = actorOf('user-1', ['admin'], []);
const uuid = '0b8f5c7e-6f2e-4a51-9a43-2f7a1c3d9e10';

const issues = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.issues?.map((issue) => issue.path);
    throw error;
  }
  return [];
};

describe('parseListQuery', () => {
  it('turns where, include, sort, limit, offset and fields into a query', () => {
    const query = parseListQuery(
      {
        where: JSON.stringify({ userId: uuid, certificationRef: { null: false }, or: [{ state: 'DONE' }, { timeSpent: { gte: 10 } }] }),
        include: 'class.classPrograms,course',
        sort: '-startedAt',
        limit: '10',
        offset: '20',
        fields: 'state',
      },
      definitionOf('lessons'),
      learner,
    );
    expect(query.where).toEqual({
      kind: 'and',
      nodes: [
        { kind: 'compare', field: 'userId', op: 'eq', value: uuid },
        { kind: 'compare', field: 'certificationRef', op: 'null', value: false },
        {
          kind: 'or',
          nodes: [
            { kind: 'compare', field: 'state', op: 'eq', value: 'DONE' },
            { kind: 'compare', field: 'timeSpent', op: 'gte', value: 10 },
          ],
        },
      ],
    });
    expect(query.include).toEqual([
      { relation: 'class', include: [{ relation: 'classPrograms', include: [] }] },
      { relation: 'course', include: [] },
    ]);
    expect(query).toMatchObject({ sort: [{ field: 'startedAt', descending: true }], limit: 10, offset: 20, fields: ['id', 'state'] });
  });

  it('defaults to the definition sort, 50 records from the first', () => {
    expect(parseListQuery({}, definitionOf('course-nodes'), learner)).toEqual({
      where: undefined,
      include: [],
      sort: [{ field: 'order', descending: false }],
      limit: 50,
      offset: 0,
      fields: undefined,
    });
  });

  it('reads nested includes written as JSON with their own where and sort', () => {
    const query = parseListQuery(
      { include: JSON.stringify({ class: { include: { teachers: { include: 'user', sort: '-createdAt' } }, where: { expired: false } } }) },
      definitionOf('class-users'),
      learner,
    );
    expect(query.include).toEqual([
      {
        relation: 'class',
        where: { kind: 'compare', field: 'expired', op: 'eq', value: false },
        include: [{ relation: 'teachers', sort: [{ field: 'createdAt', descending: true }], include: [{ relation: 'user', include: [] }] }],
      },
    ]);
  });

  it('accepts declared jsonb paths and relation filters', () => {
    const query = parseListQuery({ where: JSON.stringify({ class: { 'settings.mobile.allowed': true } }) }, definitionOf('class-users'), learner);
    expect(query.where).toEqual({ kind: 'related', relation: 'class', where: { kind: 'compare', field: 'settings.mobile.allowed', op: 'eq', value: true } });
  });

  it.each([
    ['lessons', { where: '{"nope":1}' }, ['query.where.nope']],
    ['lessons', { where: '{"timeLimit":{"gt":"1"}}' }, ['query.where.timeLimit.gt']],
    ['lessons', { where: '{"state":{"like":"A%"}}' }, ['query.where.state.like']],
    ['lessons', { where: '{"and":{}}' }, ['query.where.and']],
    ['lessons', { where: '[]' }, ['query.where']],
    ['lessons', { include: '{"course":{"limit":1}}' }, ['query.include.course.limit']],
    ['lessons', { limit: '0', offset: '-1' }, ['query.limit', 'query.offset']],
    ['pages', { fields: 'sheet' }, ['query.fields.sheet']],
    ['users', { sort: 'email' }, ['query.sort.email']],
  ] as const)('refuses %s %j at %j', (resource, query, paths) => {
    expect(issues(() => parseListQuery(query, definitionOf(resource), learner))).toEqual(paths);
  });

  it('lets admins filter on personal fields and content staff read page validators', () => {
    expect(issues(() => parseListQuery({ sort: 'email' }, definitionOf('users'), admin))).toEqual([]);
    expect(issues(() => parseListQuery({ fields: 'sheet' }, definitionOf('pages'), admin))).toEqual([]);
  });
});
