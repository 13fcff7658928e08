export const CALL_CENTRE_TH = 'ศูนย์บริการลูกค้า M-Flow โทร 1586';
export const CALL_CENTRE_EN = 'the M-Flow customer centre on 1586';
