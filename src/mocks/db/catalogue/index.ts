import { cleaning } from './cleaning';
import { electronics } from './electronics';
import { grocery } from './grocery';
import { office } from './office';
import { paper } from './paper';
import { safety } from './safety';
import type { DepartmentSpec } from './spec';
import { toners } from './toners';

/** The departments of spec §1, in menu order. */
export const DEPARTMENTS: DepartmentSpec[] = [office, paper, toners, cleaning, grocery, electronics, safety];
