/** The council workspace's own answers (issue 18.1), kept in the domain so the SPA shows the same words. */
export { councilWorkspaceMessages as councilMessages } from '@consent/domain';
