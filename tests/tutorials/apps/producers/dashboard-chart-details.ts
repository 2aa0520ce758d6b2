import { markEvaluated } from './evaluated';

markEvaluated('dashboard/chart-details');

export const chartDetails = 'three series';
