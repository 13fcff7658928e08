import type { TStep } from '../loader';
import { runAddVehicle } from './add-vehicle';
import { runAppeal, runAttend, runBook, runDecideAppeal } from './appeal';
import { runCrash } from './crash';
import { runDecide } from './decide';
import { runDispute } from './dispute';
import { runExpect } from './expect';
import { runPass } from './pass';
import { runPay } from './pay';
import { runOpenPrepaid, runSetReplenishment, runTopUp } from './prepaid';
import { runSetPaymentMethod } from './set-payment-method';
import { runSettle } from './settle';
import { type TStepContext } from './step-context';
import { runTaxInvoice } from './tax-invoice';
import { runWaive } from './waive';

/** One verb, one module (an appeal's four verbs share one, the prepaid account's three another). */
export async function runStep(step: TStep, context: TStepContext): Promise<void> {
  const { action } = step;
  switch (action.verb) {
    case 'pass':
      return runPass(action.spec, context);
    case 'waive':
      return runWaive(action.spec, context);
    case 'crash':
      return runCrash(context);
    case 'expect':
      return runExpect(action.spec, context);
    case 'pay':
      return runPay(action.spec, context);
    case 'setPaymentMethod':
      return runSetPaymentMethod(action.spec, context);
    case 'settle':
      return runSettle(action.spec, context);
    case 'addVehicle':
      return runAddVehicle(action.spec, context);
    case 'taxInvoice':
      return runTaxInvoice(action.spec, context);
    case 'dispute':
      return runDispute(action.spec, context);
    case 'decide':
      return runDecide(action.spec, context);
    case 'appeal':
      return runAppeal(action.spec, context);
    case 'book':
      return runBook(action.spec, context);
    case 'attend':
      return runAttend(action.spec, context);
    case 'decideAppeal':
      return runDecideAppeal(action.spec, context);
    case 'openPrepaid':
      return runOpenPrepaid(action.spec, context);
    case 'topUp':
      return runTopUp(action.spec, context);
    case 'setReplenishment':
      return runSetReplenishment(action.spec, context);
  }
}
