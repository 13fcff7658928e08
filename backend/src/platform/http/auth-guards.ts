import type { Request, RequestHandler, Response } from 'express';
import { STAFF_PERMISSIONS, type TStaffRole } from '@mflow/contracts/staff/staff-roles';
import type { TAppDeps } from '../app-deps';
import { bearerToken, type TSubjectType } from '../auth/sessions';
import type { TQueryable } from '../db/database';
import { AppError } from '../errors/app-error';
import type { TErrorCode } from '../errors/error-catalogue';
import type { TAuthGuards } from './api-router';
import { callerOrigin, isLocalCaller } from './local-caller';
import { requestContext } from './request-context';

/**
 * Who may drive the simulation controls from another machine: trainers. Operations staff set menu
 * codes, coming-soon and maintenance in the back-office (docs/decisions/0027-staff-roles-and-audit.md).
 */
const SIMULATION_CONTROL_ROLES: readonly TStaffRole[] = STAFF_PERMISSIONS.simulate;

/**
 * The staff guard with a role (requireStaffRole of services/staff): the account must still be
 * active and hold one of the roles, else `refusal`. Staff access is a module above the platform,
 * so the app's wiring hands its guard in.
 */
export type TStaffRoleCheck = (options: {
  db: TQueryable;
  staffId: string;
  anyOf: readonly TStaffRole[];
  refusal: TErrorCode;
}) => Promise<unknown>;

export function createAuthGuards({ accessKeys, sessions, db, config }: TAppDeps, requireStaffRole: TStaffRoleCheck): TAuthGuards {
  const signedIn = async (req: Request, res: Response, subjectType: TSubjectType) => {
    const principal = await sessions.authenticate({ db, token: bearerToken(req.header('Authorization')), subjectType });
    requestContext(res).principal = principal;
    return principal;
  };
  const accessKey: RequestHandler = (req, _res, next) => {
    accessKeys.verify(req.header('AccessKey'));
    next();
  };
  const bearer: RequestHandler = async (req, res, next) => {
    await signedIn(req, res, 'CUSTOMER');
    next();
  };

  /**
   * A token that is not a staff member's is refused as "not allowed here" when it is a valid
   * customer token (the caller is signed in, just not as staff), and as the usual invalid or
   * expired sign-in otherwise.
   */
  const signedInStaffForSimulation = async (req: Request, res: Response): Promise<string> => {
    const token = bearerToken(req.header('Authorization'));
    if (!token) throw new AppError('ERR_SIM_0002');
    try {
      return (await signedIn(req, res, 'STAFF')).subjectId;
    } catch (staffRefusal) {
      const isCustomer = await sessions.authenticate({ db, token, subjectType: 'CUSTOMER' }).then(
        () => true,
        () => false,
      );
      throw isCustomer ? new AppError('ERR_SIM_0002') : staffRefusal;
    }
  };

  return {
    accessKey,
    bearer,
    accessKeyOrBearer: (req, res, next) => (req.header('Authorization') ? bearer(req, res, next) : accessKey(req, res, next)),
    staff: async (req, res, next) => {
      await signedIn(req, res, 'STAFF');
      next();
    },
    // Testers, scenarios and a trainer's own laptop call from this machine and need no sign-in.
    simulationControl: async (req, res, next) => {
      if (!isLocalCaller(callerOrigin(req, config.trustProxyHops))) {
        const staffId = await signedInStaffForSimulation(req, res);
        await requireStaffRole({ db, staffId, anyOf: SIMULATION_CONTROL_ROLES, refusal: 'ERR_SIM_0002' });
      }
      next();
    },
  };
}
