/** The council workspace's addresses, in one place. */
export const COUNCIL_PATH = '/council';
export const queuePath = (councilId: number) => `${COUNCIL_PATH}/${councilId}`;
export const applicationPath = (appId: number) => `${COUNCIL_PATH}/applications/${appId}`;
export const reportPath = (councilId: number) => `${COUNCIL_PATH}/${councilId}/report`;
export const inspectionRunPath = (councilId: number) => `${COUNCIL_PATH}/${councilId}/inspections`;
