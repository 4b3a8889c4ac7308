import { describe, expect, it } from 'vitest';
import { FROM_NOTHING_TIMEOUT, createTestDatabase } from '../test/test-database';
import { migrate, migrationsBefore } from './migrate';

describe('migration 0026_shared_content_keys', { timeout: FROM_NOTHING_TIMEOUT }, () => {
  it('merges the copies of categories, course types and competency trees that imports wrote, repointing every reference, and keeps one of each per tenant', async () => {
    const { database, dispose } = await createTestDatabase();
    try {
      await migrate(database, migrationsBefore('0026_shared_content_keys'));
      const one = async (sql: string, params: unknown[] = []) => (await database.query<{ id: string }>(sql, params))[0]?.id ?? '';
      const tenant = await one("INSERT INTO contexts (alias, name) VALUES ('old', 'Old') RETURNING id");
      const other = await one("INSERT INTO contexts (alias, name) VALUES ('other', 'Other') RETURNING id");
      // Two imports of the same tree: "Relation client" › "Écoute active" twice, and a category and a type twice.
      const tree = async (context: string) => {
        const root = await one("INSERT INTO course_competencies (context_id, title) VALUES ($1, 'Relation client') RETURNING id", [context]);
        const child = await one("INSERT INTO course_competencies (context_id, parent_id, title) VALUES ($1, $2, 'Écoute active') RETURNING id", [
          context,
          root,
        ]);
        const category = await one("INSERT INTO course_categories (context_id, title) VALUES ($1, 'Accueil') RETURNING id", [context]);
        const type = await one("INSERT INTO course_types (context_id, title) VALUES ($1, 'Module') RETURNING id", [context]);
        const course = await one('INSERT INTO courses (context_id, title, category_id, type_id) VALUES ($1, $2, $3, $4) RETURNING id', [
          context,
          'Cours',
          category,
          type,
        ]);
        const content = JSON.stringify({ sections: [{ id: 's', rows: [{ id: 'r', type: 'course-competency-list', courseCompetencyIds: [root, child] }] }] });
        const block = await one(
          "INSERT INTO course_blocks (context_id, title, type, category_id, competency_id, content) VALUES ($1, 'Page', 'slide', $2, $3, $4::jsonb) RETURNING id",
          [context, category, child, content],
        );
        return { root, child, category, type, course, block };
      };
      const first = await tree(tenant);
      const second = await tree(tenant);
      const elsewhere = await tree(other);

      await migrate(database);

      const titles = await database.query<{ context_id: string; title: string; n: number }>(
        'SELECT context_id, title, count(*)::int AS n FROM (SELECT context_id, title FROM course_competencies UNION ALL SELECT context_id, title FROM course_categories UNION ALL SELECT context_id, title FROM course_types) t GROUP BY context_id, title ORDER BY context_id, title',
      );
      expect(titles.every((row) => row.n === 1)).toBe(true);
      expect(titles).toHaveLength(8);
      const keep = [first, second].map((made) => made.root).sort()[0];
      const [root] = await database.query<{ id: string }>("SELECT id FROM course_competencies WHERE context_id = $1 AND title = 'Relation client'", [tenant]);
      expect(root?.id).toBe(keep);
      const [child] = await database.query<{ id: string; parent_id: string }>(
        "SELECT id, parent_id FROM course_competencies WHERE context_id = $1 AND title = 'Écoute active'",
        [tenant],
      );
      expect(child?.parent_id).toBe(root?.id);
      const blocks = await database.query<{
        competency_id: string;
        category_id: string;
        content: { sections: { rows: { courseCompetencyIds: string[] }[] }[] };
      }>('SELECT competency_id, category_id, content FROM course_blocks WHERE context_id = $1', [tenant]);
      const [category] = await database.query<{ id: string }>('SELECT id FROM course_categories WHERE context_id = $1', [tenant]);
      for (const block of blocks) {
        expect(block).toMatchObject({ competency_id: child?.id, category_id: category?.id });
        expect(block.content.sections[0]?.rows[0]?.courseCompetencyIds).toEqual([root?.id, child?.id]);
      }
      const courses = await database.query<{ category_id: string; type_id: string }>('SELECT category_id, type_id FROM courses WHERE context_id = $1', [
        tenant,
      ]);
      expect(new Set(courses.map((course) => `${course.category_id}/${course.type_id}`)).size).toBe(1);
      // Another tenant's entries of the same titles are its own.
      expect((await database.query('SELECT id FROM course_competencies WHERE id = $1', [elsewhere.child])).length).toBe(1);

      await expect(database.query("INSERT INTO course_competencies (context_id, title) VALUES ($1, 'Relation client')", [tenant])).rejects.toThrow();
      await expect(database.query("INSERT INTO course_categories (context_id, title) VALUES ($1, 'Accueil')", [tenant])).rejects.toThrow();
    } finally {
      await dispose();
    }
  });
});
