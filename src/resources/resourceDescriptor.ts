import type { BaseKey, BaseRecord, CreateResponse, CustomResponse, DeleteOneResponse, GetListResponse, GetOneResponse, UpdateResponse } from '@refinedev/core';
import type { Acl, CurrentUserResponse } from '../generated/model';
import type { RouteName } from '../routing/routePaths';
import type { ListQuery } from './listQuery';

/** How one account resource reads its data from the generated API functions (the data provider calls it). */
export interface ResourceBinding {
  list: (query: ListQuery, signal?: AbortSignal) => Promise<GetListResponse<BaseRecord>>;
  /** One record by id (refine's getOne / useOne); resources without a detail screen leave it out. */
  one?: (id: BaseKey, signal?: AbortSignal) => Promise<GetOneResponse<BaseRecord>>;
  /** Changes one record (refine's update / useUpdate). */
  update?: (id: BaseKey, variables: never) => Promise<UpdateResponse<BaseRecord>>;
  /**
   * Further operations on one record by name (refine's custom / useCustomMutation with
   * `meta: { resource, action, id }` and the body as `values`), e.g. copy, pay, accept.
   */
  actions?: Record<string, (id: BaseKey, payload: never) => Promise<CustomResponse<unknown>>>;
  /** Adds a record (refine's create / useCreate). */
  create?: (variables: never) => Promise<CreateResponse<BaseRecord>>;
  /**
   * Operations on the resource as a whole by name (refine's custom / useCustomMutation with
   * `meta: { resource, action }` and no id), e.g. mark all notifications read.
   */
  collectionActions?: Record<string, (payload: never) => Promise<CustomResponse<unknown>>>;
  /** Deletes one record (refine's deleteOne / useDelete). */
  remove?: (id: BaseKey) => Promise<DeleteOneResponse<BaseRecord>>;
}

/**
 * A screen module under src/resources/, without `.tsx` ("orders/OrdersList"): a string, not the
 * component, so the build (which runs in Node) reads the screens without loading one. Screen
 * modules are named `*List.tsx`, `*Show.tsx`, `*Page.tsx` or `Dashboard.tsx`: the account area
 * finds them by these names (AccountArea.tsx, import.meta.glob), each a chunk of its own.
 */
export type ScreenModule = `${string}/${string}`;

/** A rule of one action on a resource: whether the current user may do it (spec §6). */
export type ActionRule = (current: CurrentUserResponse) => boolean;

/**
 * The rules a resource's single actions may name (accessControlProvider.ts holds them):
 * `companyCustomer` a company's user (not a private customer); `manageCompanyUsers` the company's
 * administrator (domain/permissions); `changeCompanyData` who may change the company's data
 * (domain/accountSettings); `createAddress` the acl flag createAddress.
 */
export type ActionRuleName = 'companyCustomer' | 'manageCompanyUsers' | 'changeCompanyData' | 'createAddress';

/** Who may use a resource (spec §6); a resource without it is open to every logged-in user. */
export interface ResourceAccess {
  /** The acl flag the resource needs as a whole (every action on it). */
  readonly flag?: keyof Acl;
  /** Rules of single actions (list, create, edit, …), checked after the flag and before the general role rules. */
  readonly actions?: Readonly<Partial<Record<string, ActionRuleName>>>;
}

/**
 * Where a resource's binding is: its data module under src/resources/ (without `.ts`) and the
 * export, e.g. "orders/ordersResource#salesOrdersBinding". A name, not the object, for the same
 * reason as the screens: the data modules load the API client, which the build does not.
 */
export type BindingRef = `${string}/${string}Resource#${string}`;

/**
 * Everything the account area knows of one Refine resource, in one place: the data provider,
 * Refine's resource list, the access control, the account menu and the build's screen list all
 * derive from the list of these (resources.ts). Plain data (names of modules, routes and rules):
 * the build reads it in Node. See README.md in this folder.
 */
export interface ResourceDescriptor {
  /** The Refine resource key: the constant its resource.ts exports (screens and hooks import it; never written again). */
  readonly name: string;
  /** Refine's list and detail pages: route names of the route table (src/routing/routePaths.ts). */
  readonly routes?: { readonly list?: RouteName; readonly show?: RouteName };
  /** The account routes this resource's folder draws, each with its screen module. */
  readonly screens?: Readonly<Partial<Record<RouteName, ScreenModule>>>;
  /**
   * Screens drawn without the shop's chrome (spec §2 "Returns iframe layout: requires login"): the
   * router mounts them under the empty layout (src/app/routeTable.tsx accountIframeRoutes), the
   * account area renders them without its side navigation, and only them there.
   */
  readonly embeddedScreens?: Readonly<Partial<Record<RouteName, ScreenModule>>>;
  /** How the data provider reads and changes its records (dataProvider.ts loads the data modules). */
  readonly binding: BindingRef;
  /** Its acl flag and action rules; left out: open to every logged-in user. */
  readonly access?: ResourceAccess;
  /**
   * The entries of the account menu (menus/user, by their `to` route) that open this resource: an
   * entry shows only when the resource's access allows its list.
   */
  readonly menu?: readonly RouteName[];
  /**
   * A look-up read by the screens of other resources (a picker's options, a widget's rows): the data
   * provider serves it, Refine's resource list leaves it out.
   */
  readonly lookup?: true;
}
