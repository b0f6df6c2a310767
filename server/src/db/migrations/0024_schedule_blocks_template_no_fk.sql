ALTER TABLE "schedule_blocks" DROP CONSTRAINT "schedule_blocks_template_id_templates_id_fk";
