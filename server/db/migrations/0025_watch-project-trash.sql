-- The project trash (0023) joins the live change notifications (0006's watch_table): a project deleted, restored or
-- purged on one device or server updates Settings → Trash on the others without a reload.
SELECT watch_table('project_trash', 'project_id');
