import type { ResourceName } from '@espace/contracts/resources';
import { describe, expect, it } from 'vitest';
import { actorOf, readScope, valuesSatisfy, writeAccess, type Actor } from './permissions';
import { and, eq, related } from './where';

const me = 'user-1';
const learner: Actor = actorOf(me, [], ['STUDENT']);
const teacher: Actor = actorOf(me, [], ['TEACHER']);
const organizer: Actor = actorOf(me, [], ['ORGANIZER']);
const admin: Actor = actorOf(me, ['admin'], []);
const superadmin: Actor = actorOf(me, ['superadmin'], []);

describe('actorOf', () => {
  it.each([
    [[], [], false, false],
    [[], ['STUDENT', 'TEACHER'], false, false],
    [[], ['ADMIN'], false, true],
    [[], ['OWNER'], false, true],
    [[], ['ORGANIZER'], false, true],
    [['admin'], [], true, true],
    [['superadmin'], [], true, true],
  ])('roles %j and company roles %j: admin %s, manages content %s', (roles, companyRoles, isAdmin, managesContent) => {
    expect(actorOf(me, roles, companyRoles)).toEqual({ userId: me, isAdmin, managesContent });
  });
});

describe('readScope', () => {
  it.each<[string, ResourceName, Actor, unknown]>([
    ['a learner reads their lessons', 'lessons', learner, eq('userId', me)],
    ['a learner reads the pages of their lessons', 'pages', learner, related('lesson', eq('userId', me))],
    ['a learner reads their records', 'records', learner, eq('userId', me)],
    ['a learner reads their reviews', 'reviews', learner, eq('userId', me)],
    ['a learner reads their log-book as student', 'log-book-records', learner, eq('studentId', me)],
    ['a learner reads the classes they belong to', 'classes', learner, related('classUsers', eq('userId', me))],
    ['a learner reads the members of their classes', 'class-users', learner, related('class', related('classUsers', eq('userId', me)))],
    [
      'a learner reads published programs of their classes',
      'programs',
      learner,
      and(eq('state', 'PUBLISHED'), related('classPrograms', related('class', related('classUsers', eq('userId', me))))),
    ],
    ['a teacher (company role) is a learner for content', 'courses', teacher, expect.objectContaining({ kind: 'and' })],
    ['an organizer reads all content', 'course-blocks', organizer, null],
    ['an organizer reads only their own lessons', 'lessons', organizer, eq('userId', me)],
    ['an admin reads every lesson of the tenant', 'lessons', admin, null],
    ['a superadmin reads every user of the tenant', 'users', superadmin, null],
    ['everyone reads the roles', 'roles', learner, null],
  ])('%s', (_name, resource, actor, expected) => {
    expect(readScope(resource, actor)).toEqual(expected);
  });
});

describe('writeAccess', () => {
  it.each<[ResourceName, 'create' | 'update' | 'delete', Actor, boolean]>([
    ['courses', 'create', learner, false],
    ['courses', 'update', teacher, false],
    ['courses', 'create', organizer, false],
    ['course-blocks', 'update', organizer, false],
    ['programs', 'delete', organizer, false],
    ['programs', 'delete', admin, false],
    ['classes', 'create', admin, false],
    ['class-users', 'create', admin, false],
    ['roles', 'create', superadmin, false],
    ['role-users', 'create', admin, false],
    ['users', 'update', admin, false],
    ['users', 'delete', admin, false],
    ['lessons', 'update', admin, false],
    ['files', 'delete', organizer, false],
    ['reviews', 'create', learner, true],
    ['reviews', 'create', admin, true],
    ['reviews', 'update', learner, false],
    ['reviews', 'delete', admin, false],
    ['records', 'create', learner, false],
    ['log-book-records', 'create', learner, true],
    ['log-book-records', 'update', learner, true],
    ['log-book-records', 'delete', learner, true],
    ['users', 'update', learner, false],
  ])('%s %s by %o: %s', (resource, operation, actor, allowed) => {
    expect(writeAccess(resource, operation, actor).allowed).toBe(allowed);
  });

  it('limits everyone, the admin included, to log-book records of their own, as student and author, and to reviews of their own', () => {
    for (const actor of [learner, admin]) {
      const access = writeAccess('log-book-records', 'create', actor);
      const scope = access.allowed ? access.scope : null;
      expect(scope).toEqual(and(eq('studentId', me), eq('userId', me)));
      expect(valuesSatisfy(scope, { studentId: me, userId: me })).toBe(true);
      expect(valuesSatisfy(scope, { studentId: 'other', userId: me })).toBe(false);
      const review = writeAccess('reviews', 'create', actor);
      expect(valuesSatisfy(review.allowed ? review.scope : null, { userId: 'other' })).toBe(false);
    }
  });
});
