// Integer folders of any width: 65, 200 and 256 bits.
func.func @wide() -> (i256, i256, i200, i65, i65, i256, vector<2xi200>) {
  %a = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
  %b = arith.constant 123456789012345678901234567890 : i256
  %c = arith.constant 0x8000000000000000 : i200
  %d = arith.constant -3 : i65
  %e = arith.constant 41 : i65
  %three = arith.constant 3 : i256
  %p = arith.constant 100 : i256
  %v = arith.constant dense<[-1, 1024]> : vector<2xi200>
  %0 = math.absi %a : i256
  %1 = math.ctpop %b : i256
  %2 = math.ctlz %c : i200
  %3 = math.ipowi %d, %e : i65
  %4 = math.cttz %d : i65
  %5 = math.ipowi %three, %p : i256
  %6 = math.cttz %v : vector<2xi200>
  return %0, %1, %2, %3, %4, %5, %6 : i256, i256, i200, i65, i65, i256, vector<2xi200>
}
