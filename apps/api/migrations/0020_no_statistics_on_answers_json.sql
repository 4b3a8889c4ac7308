-- No planner statistics on the JSON documents of the tables that grow with learners' work
-- (docs/performance.md, "Tables kept on the embedded database").
--
-- No query filters on these columns: their rows are found by their ids, lessons and learners. Yet
-- ANALYZE sorted a sample of 30,000 of their documents to build statistics nothing reads: 80 % of
-- its time on lesson_pages (1.9 s of 2.1 s at 600,000 pages on the embedded database, whose one
-- thread every request waits for meanwhile). Statistics 0 leaves them out of ANALYZE; every other
-- column keeps its statistics.
ALTER TABLE lesson_pages ALTER COLUMN inputs SET STATISTICS 0,
                         ALTER COLUMN results SET STATISTICS 0,
                         ALTER COLUMN sheet SET STATISTICS 0;
ALTER TABLE lessons ALTER COLUMN scoring SET STATISTICS 0,
                    ALTER COLUMN actions SET STATISTICS 0,
                    ALTER COLUMN page_progress SET STATISTICS 0,
                    ALTER COLUMN enabled_section_ids SET STATISTICS 0;
ALTER TABLE records ALTER COLUMN scores SET STATISTICS 0;
ALTER TABLE xapi_statements ALTER COLUMN statement SET STATISTICS 0;
ALTER TABLE audit_events ALTER COLUMN before SET STATISTICS 0,
                         ALTER COLUMN after SET STATISTICS 0;
