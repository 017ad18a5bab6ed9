/** The project page (issue 6): project and building shapes, their rules, the Building Code and specified systems. */
export * from './lists.js';
export * from './clauses.js';
export * from './means.js';
export * from './schedule.js';
export * from './building.js';
export * from './project.js';
export * from './page.js';
export * from './summary.js';
