/** One entry of a master list, in both languages. `parentCode` links cascading lists (province > district > sub-district). */
export type MasterItem = {
  code: string;
  nameTh: string;
  nameEn: string;
  parentCode?: string;
  extra?: Record<string, unknown>;
};

/** A named master list as served by `GET /customerservice/api/v1/master/{name}`. */
export type MasterList = {
  name: string;
  items: MasterItem[];
};
