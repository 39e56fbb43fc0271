// DI flags print quoted: MLIR reads one keyword or string, so cases
// joined by `|` outside quotes end the value; an unknown case in a string
// names the whole string.

// expected-error@+1 {{expected '>'}}
"test.use"() {a = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s", flags = Public|TypePassByValue>} : () -> ()

// -----

// expected-error@+2 {{expected one of [Zero, Bit0, Bit1, Private, Protected, Public, FwdDecl, AppleBlock, ReservedBit4, Virtual, Artificial, Explicit, Prototyped, ObjcClassComplete, ObjectPointer, Vector, StaticMember, LValueReference, RValueReference, ExportSymbols, SingleInheritance, MultipleInheritance, VirtualInheritance, IntroducedVirtual, BitField, NoReturn, TypePassByValue, TypePassByReference, EnumClass, Thunk, NonTrivial, BigEndian, LittleEndian, AllCallsDescribed] for LLVM DI flags, got: Public|Bogus}}
// expected-error@+1 {{failed to parse LLVM_DICompositeTypeAttr parameter 'flags' which is to be a `DIFlags`}}
"test.use"() {a = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s", flags = "Public|Bogus">} : () -> ()

// -----

// expected-error@+2 {{expected keyword for LLVM DI flags}}
// expected-error@+1 {{failed to parse LLVM_DICompositeTypeAttr parameter 'flags' which is to be a `DIFlags`}}
"test.use"() {a = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s", flags = 3>} : () -> ()

// -----

// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse LLVM_DIDerivedTypeAttr parameter 'offsetInBits' which is to be a `uint64_t`}}
"test.use"() {a = #llvm.di_derived_type<tag = DW_TAG_member, name = "m", offsetInBits = x>} : () -> ()
