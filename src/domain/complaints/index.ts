/** The complaint and return wizard's rules (spec §2 wizard, §3 complaint item, §4 activeStep, §5). */
export * from './constants';
export * from './files';
export * from './items';
export * from './reason';
export * from './request';
export * from './returnPeriod';
export * from './wizard';
