-- A learner's lessons and answered pages are never deleted by removing what they hang on
-- (docs/security.md, "Learners' work is never deleted by a removal"): a class, a program of a class, a
-- course, a program's course, a node or a block that some lesson or page names cannot be deleted
-- (RESTRICT), whoever tries. What nobody started can still go: the administration deletes a class
-- program's unopened lessons itself before removing it. Deleting a user still removes their own
-- lessons (an account's erasure).
ALTER TABLE lessons
  DROP CONSTRAINT lessons_class_id_fkey,
  ADD CONSTRAINT lessons_class_id_fkey FOREIGN KEY (class_id) REFERENCES classes (id) ON DELETE RESTRICT,
  DROP CONSTRAINT lessons_course_id_fkey,
  ADD CONSTRAINT lessons_course_id_fkey FOREIGN KEY (course_id) REFERENCES courses (id) ON DELETE RESTRICT,
  DROP CONSTRAINT lessons_class_program_id_fkey,
  ADD CONSTRAINT lessons_class_program_id_fkey FOREIGN KEY (class_program_id) REFERENCES class_programs (id) ON DELETE RESTRICT,
  DROP CONSTRAINT lessons_program_course_id_fkey,
  ADD CONSTRAINT lessons_program_course_id_fkey FOREIGN KEY (program_course_id) REFERENCES program_courses (id) ON DELETE RESTRICT;

ALTER TABLE lesson_pages
  DROP CONSTRAINT lesson_pages_node_id_fkey,
  ADD CONSTRAINT lesson_pages_node_id_fkey FOREIGN KEY (node_id) REFERENCES course_nodes (id) ON DELETE RESTRICT,
  DROP CONSTRAINT lesson_pages_block_id_fkey,
  ADD CONSTRAINT lesson_pages_block_id_fkey FOREIGN KEY (block_id) REFERENCES course_blocks (id) ON DELETE RESTRICT;
