-- Categories, course types and competencies are the tenant's, shared by its programs: an import
-- reuses one by its package key, else by its title (a competency: by its title under the same
-- parent), and never writes a second copy (docs/content-packages.md#shared-entries). Copies that
-- earlier imports wrote are merged here into the oldest of each title: every reference goes to it
-- (courses, blocks, a competency's children, the competency ids that course-competency-list rows
-- hold in their content), then the copies go. Unique indexes keep one of each per tenant.

ALTER TABLE course_categories ADD COLUMN key text;
ALTER TABLE course_types ADD COLUMN key text;
ALTER TABLE course_competencies ADD COLUMN key text;

-- Categories: one per title.
CREATE TEMPORARY TABLE merged_ids (old_id uuid PRIMARY KEY, new_id uuid NOT NULL) ON COMMIT DROP;

INSERT INTO merged_ids (old_id, new_id)
SELECT id, first_value(id) OVER (PARTITION BY context_id, title ORDER BY id::text)
  FROM course_categories;
DELETE FROM merged_ids WHERE old_id = new_id;
UPDATE courses c SET category_id = m.new_id FROM merged_ids m WHERE c.category_id = m.old_id;
UPDATE course_blocks b SET category_id = m.new_id FROM merged_ids m WHERE b.category_id = m.old_id;
DELETE FROM course_categories WHERE id IN (SELECT old_id FROM merged_ids);
DELETE FROM merged_ids;

-- Course types: one per title.
INSERT INTO merged_ids (old_id, new_id)
SELECT id, first_value(id) OVER (PARTITION BY context_id, title ORDER BY id::text)
  FROM course_types;
DELETE FROM merged_ids WHERE old_id = new_id;
UPDATE courses c SET type_id = m.new_id FROM merged_ids m WHERE c.type_id = m.old_id;
DELETE FROM course_types WHERE id IN (SELECT old_id FROM merged_ids);
DELETE FROM merged_ids;

-- Competencies: one per path of titles from the root, so that the children of merged parents
-- merge too.
INSERT INTO merged_ids (old_id, new_id)
WITH RECURSIVE paths AS (
  SELECT id, context_id, ARRAY[title] AS path FROM course_competencies WHERE parent_id IS NULL
  UNION ALL
  SELECT c.id, c.context_id, p.path || c.title FROM course_competencies c JOIN paths p ON c.parent_id = p.id
)
SELECT id, first_value(id) OVER (PARTITION BY context_id, path ORDER BY id::text) FROM paths;
DELETE FROM merged_ids WHERE old_id = new_id;
UPDATE course_competencies c SET parent_id = m.new_id FROM merged_ids m WHERE c.parent_id = m.old_id;
UPDATE course_blocks b SET competency_id = m.new_id FROM merged_ids m WHERE b.competency_id = m.old_id;
-- A course-competency-list row names competencies by id in the block's content.
DO $$
DECLARE
  merged record;
BEGIN
  FOR merged IN SELECT old_id, new_id FROM merged_ids LOOP
    UPDATE course_blocks SET content = replace(content::text, merged.old_id::text, merged.new_id::text)::jsonb
     WHERE content::text LIKE '%' || merged.old_id::text || '%';
  END LOOP;
END $$;
DELETE FROM course_competencies WHERE id IN (SELECT old_id FROM merged_ids);

CREATE UNIQUE INDEX course_categories_title ON course_categories (context_id, title);
CREATE UNIQUE INDEX course_categories_key ON course_categories (context_id, key) WHERE key IS NOT NULL;
CREATE UNIQUE INDEX course_types_title ON course_types (context_id, title);
CREATE UNIQUE INDEX course_types_key ON course_types (context_id, key) WHERE key IS NOT NULL;
-- A root competency's parent is the tenant itself in the index: roots are unique by title too.
CREATE UNIQUE INDEX course_competencies_title ON course_competencies (context_id, (COALESCE(parent_id, context_id)), title);
CREATE UNIQUE INDEX course_competencies_key ON course_competencies (context_id, key) WHERE key IS NOT NULL;
