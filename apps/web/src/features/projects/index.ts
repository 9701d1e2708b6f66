/** What other screens use of project planning: the class's default project. */
export { useDefaultProject } from './hooks/use-default-project';
