-- Marketing content (issue 15) joins the live change notifications (migration 0006's watch_table), so a draft
-- generated or approved on one device shows up on the others' Marketing Center without a reload.
SELECT watch_table('marketing_content', 'project_id');
