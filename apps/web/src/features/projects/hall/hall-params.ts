import {
  HALL_PROJECT_STATES,
  JOIN_STATUSES,
  PROJECT_OWNERSHIPS,
  PROJECT_SORTS,
  PROJECT_SUB_TYPES,
  PROJECT_TYPES,
  type HallProjectState,
  type JoinStatus,
  type ProjectOwnership,
  type ProjectSort,
  type ProjectSubType,
  type ProjectType,
} from '@wardline/contract';

/** The hall's filters, kept in the address under the API's own names, so a filtered hall can be linked and reloaded. */
export type HallFilters = {
  projectType?: ProjectType;
  projectSubType?: ProjectSubType;
  status?: HallProjectState;
  joinStatus?: JoinStatus;
  ownership?: ProjectOwnership;
  lastPush: ProjectSort;
  search?: string;
  page: number;
};

/** Who is looking decides which filter rows exist (spec 001 §2). */
export type HallViewer = 'visitor' | 'company' | 'member';

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

/** The filters in the address; unknown values are dropped, and rows the viewer does not have are ignored. */
export function readHallFilters(params: URLSearchParams, viewer: HallViewer): HallFilters {
  const page = Number(params.get('page'));
  const search = params.get('search')?.trim();
  return {
    projectType: oneOf(PROJECT_TYPES, params.get('projectType')),
    projectSubType: oneOf(PROJECT_SUB_TYPES, params.get('projectSubType')),
    status: oneOf(HALL_PROJECT_STATES, params.get('status')),
    joinStatus: viewer === 'member' ? oneOf(JOIN_STATUSES, params.get('joinStatus')) : undefined,
    ownership: viewer === 'company' ? oneOf(PROJECT_OWNERSHIPS, params.get('ownership')) : undefined,
    lastPush: params.get('lastPush') === String(PROJECT_SORTS.highestBonus) ? PROJECT_SORTS.highestBonus : PROJECT_SORTS.latest,
    search: search ? search : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address of these filters: only what differs from the plain hall (latest first, page 1). */
export function hallSearchParams(filters: HallFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['projectType', 'projectSubType', 'status', 'joinStatus', 'ownership', 'search'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.lastPush !== PROJECT_SORTS.latest) params.set('lastPush', String(filters.lastPush));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
