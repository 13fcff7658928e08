import { useMasterList } from '../../../shared/master/use-master-list';

/** The master lists a vehicle's codes are named by, in the current language. */
export function useVehicleLists() {
  return {
    provinces: useMasterList('provinces'),
    brands: useMasterList('vehiclebrands'),
    colours: useMasterList('colours'),
    vehicleTypes: useMasterList('vehicletypes'),
    plateTypes: useMasterList('platetypes'),
    classes: useMasterList('vehicleclasses'),
  };
}

export type TVehicleLists = ReturnType<typeof useVehicleLists>;
