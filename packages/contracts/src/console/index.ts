// The operator console's requests and answers (apps/console ↔ /api/v1/console), one file per area.
export * from './session';
export * from './paging';
export * from './audit';
export * from './maintenance';
export * from './catalogue';
export * from './content';
export * from './players';
export * from './contact';
export * from './earning';
export * from './lottery';
export * from './festival';
export * from './notifications';
