import { useSchoolSettings } from '../../schools/api/get-school-settings';

/**
 * Whether observations take learning tags: the tag sets belong to the story module (decision
 * 048), so the picker shows, and an edit sends tags, only while the school has it on.
 */
export function useLearningTagsOn(): boolean {
  const settings = useSchoolSettings();
  return settings.data?.school_permissions.story.enabled === true;
}
