export const clockControl = () => 2;
