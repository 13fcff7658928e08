import type { TErrorTexts } from '../../platform/errors/catalogue-part';

/** Member points: redeeming partner offers. */
export const pointsMessages = {
  ERR_POINTS_0001: {
    status: 404,
    th: 'สิทธิพิเศษนี้ไม่มีอยู่ หมดเขตแล้ว หรือไม่สามารถแลกด้วยคะแนนได้',
    en: 'This offer does not exist, has ended or cannot be redeemed with points',
  },
  ERR_POINTS_0002: {
    status: 409,
    th: 'คะแนนไม่พอ สิทธิพิเศษนี้ใช้ {price} คะแนน ท่านมี {balance} คะแนน',
    en: 'Not enough points: this offer needs {price} points and you have {balance}',
  },
  ERR_POINTS_0003: {
    status: 409,
    th: 'รหัสคำขอนี้ใช้แลกสิทธิพิเศษอื่นไปแล้ว กรุณาลองใหม่อีกครั้ง',
    en: 'This request key was already used to redeem another offer; please try again',
  },
} as const satisfies TErrorTexts;
